import { describeLive } from './live.suite';

describeLive('pglite');
