import styled from 'styled-components';
import { LOGIN_SCENE_PATH } from '../../../shared/ssr-contract';
import { mobile } from '../../lib/ui/media';

const Scene = styled.img`
  display: block;
  width: 100%;
  max-width: 520px;
  height: auto;
  margin-top: 32px;
  ${mobile} {
    display: none;
  }
`;

/**
 * The login entrances' scene: a bridge and a city under construction with a progress card above them, drawn by the
 * server in the tenant's theme (server/render/login-scene.ts). Decorative, so hidden from screen readers; under
 * 800 px the form comes first and the scene is left out.
 */
export function LoginArt() {
  return <Scene src={LOGIN_SCENE_PATH} alt="" aria-hidden="true" width={520} height={300} data-testid="login-art" />;
}
