// the toast's own Mantine CSS (in Mantine's layer: app/estilos-staff.ts). The staff entry has it today with the login
// page's, but a toast ('Sem conexão com o servidor') may come before the first touch brings the whole stylesheet, so
// the toast does not count on the login page for it
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Toast area (spec 4.4): at most one toast, 5 s by default, 420 px wide on larger screens.
 * At the bottom, never over the header or a dialog's title and close button; centred on phones like a snackbar.
 */
export function Notificacoes() {
  const largo = useMediaQuery('(min-width: 40em)', true);
  return (
    <Notifications
      limit={1}
      position={largo ? 'bottom-right' : 'bottom-center'}
      autoClose={5000}
      containerWidth={420}
    />
  );
}
