/**
 * A reloaded collection that keeps the objects whose content did not change (and itself, when nothing changed), so a
 * reload that brings nothing new re-renders nothing: the map's cards and the kitchen's tickets are memoized on them.
 */
export function manter<T>(antes: Record<number, T>, depois: Record<number, T>): Record<number, T> {
  let igual = Object.keys(antes).length === Object.keys(depois).length;
  const out: Record<number, T> = {};
  for (const [k, v] of Object.entries(depois)) {
    const a = antes[Number(k)];
    const mesmo = a !== undefined && JSON.stringify(a) === JSON.stringify(v);
    out[Number(k)] = mesmo ? a : v;
    igual &&= mesmo;
  }
  return igual ? antes : out;
}

/** The value as it was when its content is the same (an object or list reloaded whole). */
export const mesmoSeIgual = <T>(antes: T, depois: T): T =>
  JSON.stringify(antes) === JSON.stringify(depois) ? antes : depois;
