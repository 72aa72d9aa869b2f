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
