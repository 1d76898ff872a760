import { describeContentCalls } from './content.suite';

describeContentCalls('pglite');
