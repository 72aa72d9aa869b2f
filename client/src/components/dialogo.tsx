import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Every dialog of the app: centred on larger screens, full-screen on phones so forms and the keyboard fit; the close button is named. */
export function Dialogo(props: ModalProps) {
  const celular = useMediaQuery('(max-width: 48em)');
  return <Modal centered fullScreen={celular} closeButtonProps={{ 'aria-label': 'Fechar' }} {...props} />;
}
