import { montarComMantine } from './mantine-root';
import AdminApp from './admin-app';

export const montar = (el: HTMLElement) => montarComMantine(el, AdminApp);
