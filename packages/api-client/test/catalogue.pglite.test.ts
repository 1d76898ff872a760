import { describeCatalogue } from './catalogue.suite';

describeCatalogue('pglite');
