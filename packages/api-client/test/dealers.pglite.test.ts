import { describeDealers } from './dealers.suite';

describeDealers('pglite');
