import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { hrefOf } from '../../engine/href';
import { Button } from '../../lib/ui/button';
import { Container } from '../../lib/ui/container';

export type ErrorKind = 'notFound' | 'serverError' | 'domainError' | 'unavailable';

const Box = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding-top: 48px;
  padding-bottom: 48px;
  text-align: center;
  img {
    width: 320px;
    max-width: 80%;
    height: auto;
  }
  h1 {
    font-size: 24px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 520px;
  }
`;

const ILLUSTRATION: Record<ErrorKind, { src: string; alt: string }> = {
  notFound: { src: '/illustrations/404.svg', alt: 'illustration404' },
  domainError: { src: '/illustrations/404.svg', alt: 'illustration404' },
  serverError: { src: '/illustrations/500.svg', alt: 'illustration500' },
  unavailable: { src: '/illustrations/500.svg', alt: 'illustration500' },
};

/** SPEC §2 error page: a 404 or 500 illustration, the message and a back-to-home button (a reload while the service is away). */
export function ErrorView({ kind, standalone = false }: { kind: ErrorKind; standalone?: boolean }) {
  const { t } = useTranslation('errors');
  const picture = ILLUSTRATION[kind];
  return (
    <Box as={standalone ? 'main' : 'section'} data-testid={`error-${kind}`}>
      <img src={picture.src} alt={t(picture.alt)} width={320} height={200} />
      <h1>{t(`${kind}Title`)}</h1>
      <p>{t(`${kind}Lead`)}</p>
      {kind === 'unavailable' ? (
        <Button type="button" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
      ) : (
        <Button as={Link} to={hrefOf('home')}>
          {t('backHome')}
        </Button>
      )}
    </Box>
  );
}
