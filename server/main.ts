import './production-env';
import { boot } from './boot';
import { readConfig } from './config';
import { builtPageRenderer } from './render/page-renderer';

boot({ config: readConfig(), renderer: builtPageRenderer() }).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
