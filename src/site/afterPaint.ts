/**
 * Runs `task` once the frame being made now has been painted (in a task queued from that frame's
 * animation frame callback): work a press causes that the press's own frame need not show (the
 * page behind the mobile menu turning inert, the title's "Error: " prefix) waits, so the frame
 * that shows the press's result is made first (an in-app link's change of address waits too,
 * src/app/BrowserRouter.tsx). A hidden page makes no frames and calls no animation frame callback
 * until it is shown: there it runs in a task of its own. `flush` runs it at once if it has not
 * run; `cancel` drops it.
 */
export function afterPaint(task: () => void): { flush: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(flush, 0);
  };
  let frame: number | undefined;
  if (document.hidden) later();
  else frame = requestAnimationFrame(later);
  function cancel() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  function flush() {
    cancel();
    task();
  }
  return { flush, cancel };
}
