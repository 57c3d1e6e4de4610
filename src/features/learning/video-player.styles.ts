import styled from 'styled-components';
import { mobile } from '../../lib/ui/media';

/** The 16:9 frame of the player and of what stands in its place. */
export const Screen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.text};
  video {
    display: block;
    width: 100%;
    height: 100%;
  }
  ${mobile} {
    margin: 0 -16px;
    border-radius: 0;
  }
`;

export const Locked = styled(Screen)`
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.35;
  }
  > div {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 14px;
    padding: 16px;
    text-align: center;
  }
  p {
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 17px;
  }
`;

export const Placeholder = styled(Screen)`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.onPrimary};
`;
