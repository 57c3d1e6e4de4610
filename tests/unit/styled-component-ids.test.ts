// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withComponentIds } from '../../vite-plugins/styled-component-ids';

// The server render and the browser must name a styled component's class alike, whatever order they load
// the page modules in: each gets an id from its file and position.

const MODULE = `
import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
export const Box = styled.div\`color: red;\`;
const Fancy = styled(Link)\`color: blue;\`;
const Field = styled.input.attrs({ type: 'text' })\`width: 100%;\`;
const mixin = css\`margin: 0;\`;
`;

describe('withComponentIds', () => {
  it('gives every styled component an id from its file and position, and nothing else', () => {
    const out = withComponentIds(MODULE, 'src/lib/ui/box.tsx');
    const ids = [...out.matchAll(/\.withConfig\(\{ componentId: "(sc-[a-z0-9]+)" \}\)/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(out).toContain('styled.div.withConfig(');
    expect(out).toContain('styled(Link).withConfig(');
    expect(out).toContain(`styled.input.attrs({ type: 'text' }).withConfig(`);
    expect(out).toContain('css`margin: 0;`');
  });

  it('is the same for the same file, and differs between files', () => {
    expect(withComponentIds(MODULE, 'src/a.tsx')).toBe(withComponentIds(MODULE, 'src/a.tsx'));
    expect(withComponentIds(MODULE, 'src/a.tsx')).not.toBe(withComponentIds(MODULE, 'src/b.tsx'));
  });

  it('leaves a module that does not import styled-components as it is', () => {
    const plain = 'const styled = { div: (s) => s };\nexport const x = styled.div`a`;';
    expect(withComponentIds(plain, 'src/x.ts')).toBe(plain);
  });
});
