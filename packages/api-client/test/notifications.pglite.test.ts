import { describeNotifications } from './notifications.suite';

describeNotifications('pglite');
