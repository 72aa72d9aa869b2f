import { montarComMantine } from './mantine-root';
import StaffApp from './staff-app';

export const montar = (el: HTMLElement) => montarComMantine(el, StaffApp);
