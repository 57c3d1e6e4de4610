// What the rest of the server may use of this module; everything else in its folder is its own.

export { demoProductKeys, productSeeder } from './product-seeder';
