import { usePreventScroll } from 'react-aria';

/**
 * While it is rendered, the page does not scroll under a touch on iOS (React Aria's
 * usePreventScroll: `overflow` alone does not stop a touch from scrolling the page there). A
 * module of its own, loaded only on Apple's touch devices: React Aria's hook brings its tracker of
 * the on-screen keyboard, which on every focus change reads the viewport's size and whether the
 * focused element is visible (a style and layout pass in the middle of each press), on every page
 * that loads it.
 */
export default function IosScrollLock() {
  usePreventScroll();
  return null;
}
