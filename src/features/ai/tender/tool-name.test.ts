import { describe, expect, it } from 'vitest';
import ai from '../../../../locales/zh-cn/ai.json';
import routes from '../../../../locales/zh-cn/routes.json';

// The AI tender tool had three names (breadcrumb and page title, heading, catalogue).
describe('the AI tender tool', () => {
  it('has one name in its breadcrumb and title, its heading, its catalogue card and its quota', () => {
    const name = ai.catalogue.tools.tender.name;
    expect({
      breadcrumb: routes.AiTenderCreate,
      heading: ai.tender.title,
      quota: ai.catalogue.kinds.aiTender,
    }).toEqual({ breadcrumb: name, heading: name, quota: name });
  });
});
