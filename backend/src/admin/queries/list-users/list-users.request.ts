import { PageRequest } from '../../../common/page-request.js';
import { SearchText } from '../../../common/search-text.js';

/** `?search=&page=&pageSize=` of /api/admin/users: any of them asks for a page (20 by default). */
export class ListUsersRequest extends PageRequest {
  @SearchText('Part of the name or e-mail, any case')
  search?: string;
}
