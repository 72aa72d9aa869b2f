/**
 * Mantine's CSS for the staff app's first screen: the shell, the table map (its loading skeleton and alert banners
 * included) use only these components, and the production board none, so they come with the entry instead of Mantine's
 * whole stylesheet (249 KB, some 1,400 style rules more, that every style recalculation of the first render matched
 * against: issue 24).
 * The whole stylesheet is for what opens later: the other screens and the dialogs wait for it (comEstilos), and it is
 * asked for at the user's first touch or key, so a menu opened then is styled too. Loading it while the page settles
 * instead put its parsing and a restyle of the whole page into the start-up, where Lighthouse counts it as blocking.
 * All of Mantine's CSS is in its `mantine` layer (the *.layer.css files): a layer always loses to the app's own CSS,
 * whatever the order the files arrive in, and inside the layer the whole stylesheet, arriving last, keeps Mantine's own
 * order (Button over UnstyledButton). Listed in the order of Mantine's stylesheet.
 */
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

let completos: Promise<unknown> | undefined;

/** Mantine's whole stylesheet (once); a failed load (offline) is tried again by the next caller. */
export function carregarEstilosCompletos(): Promise<unknown> {
  completos ??= import('@mantine/core/styles.layer.css').catch((e: unknown) => {
    completos = undefined;
    throw e;
  });
  return completos;
}

/** A lazy screen or dialog of the staff app: its chunk, and Mantine's whole stylesheet, which it is drawn with. */
export const comEstilos =
  <T>(carregar: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([carregar(), carregarEstilosCompletos().catch(() => {})]).then(([m]) => m);

/** Asks for the whole stylesheet at the first pointer or key press on the page; returns a cancel. */
export function estilosNoPrimeiroToque(): () => void {
  const eventos = ['pointerdown', 'keydown'] as const;
  const pedir = () => {
    parar();
    void carregarEstilosCompletos().catch(() => {});
  };
  const parar = () => eventos.forEach((e) => window.removeEventListener(e, pedir, true));
  eventos.forEach((e) => window.addEventListener(e, pedir, { capture: true, passive: true }));
  return parar;
}
