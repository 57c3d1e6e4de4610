// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES } from '../../shared/layout-names';
import { routeNames } from '../../src/engine/routes';
import schema from '../../tenants/schema.json';

// tenants/schema.json is what ajv checks every manifest against; it keeps its own copies of the layout
// names and the route names. These tests keep those copies from drifting from the code.
describe('tenants/schema.json stays in step with the code', () => {
  it('the layout enum equals LAYOUT_NAMES', () => {
    expect(schema.properties.layout.enum).toEqual([...LAYOUT_NAMES]);
  });

  it('$defs.routeName.enum equals the names of the route table', () => {
    expect(schema.$defs.routeName.enum).toEqual(routeNames());
  });

  it('every route-name field of a manifest refers to $defs.routeName', () => {
    const refs: string[] = [];
    const walk = (node: unknown, pointer: string) => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && value === '#/$defs/routeName') refs.push(pointer);
          walk(value, `${pointer}/${key}`);
        }
      }
    };
    walk(schema, '');
    // At least the login route and the free-trial data are checked against the route table.
    expect(refs).toEqual(
      expect.arrayContaining([
        '/properties/login/properties/route',
        '/$defs/freeTrialRule/properties/login',
        '/properties/freeTrial/properties/routes/propertyNames',
      ]),
    );
  });
});
