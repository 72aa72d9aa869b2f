import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Toast area (spec 4.4): at most one toast, 5 s by default, 420 px wide on larger screens.
 * Top of the screen on phones, bottom-right from 640 px up so it never covers the header's buttons.
 */
export function Notificacoes() {
  const largo = useMediaQuery('(min-width: 40em)', true);
  return <Notifications limit={1} position={largo ? 'bottom-right' : 'top-center'} autoClose={5000} containerWidth={420} />;
}
