import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toast area: at most one toast at a time (spec 4.4), 5 s by default, 420 px wide on larger screens. */
export function Notificacoes() {
  return <Notifications limit={1} position="top-right" autoClose={5000} containerWidth={420} />;
}
