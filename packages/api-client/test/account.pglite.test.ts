import { describeAccountFlows } from './account.suite';

describeAccountFlows('pglite');
