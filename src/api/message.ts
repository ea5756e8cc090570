import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type { MessageQuery, SiteMessage } from '../domain/types/message.types';

export const getUnreadMessageCount = () => http.get<number>(paths.message.count).then((r) => r.data);
export const searchMessages = (params: MessageQuery) =>
  http.get<Page<SiteMessage>>(paths.message.search, { params }).then((r) => r.data);
