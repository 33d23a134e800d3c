import { PageRequest } from '../../../common/page-request.js';

/** A page of the caller's notifications (20 per page unless asked). */
export class ListNotificationsRequest extends PageRequest {}
