/**
 * A list asked for again on every event: on a slow line the answers can come back out of order, and an older one
 * would put back what a newer one, or a change made on this screen, already took away. Each answer is applied only if
 * no newer request's answer has been (so a burst of events never starves the list, as "only the latest request"
 * would); `invalidar()` marks a change made here, which every request made before it does not know.
 */
export function ordemDasRespostas() {
  let pedidas = 0;
  let aplicada = 0;
  return {
    /** A new request; call what it returns once, with its answer: whether to apply it. */
    nova(): () => boolean {
      const esta = ++pedidas;
      return () => {
        if (esta <= aplicada) return false;
        aplicada = esta;
        return true;
      };
    },
    invalidar() {
      aplicada = pedidas;
    },
  };
}
