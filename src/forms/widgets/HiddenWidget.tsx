/** `x-widget: hidden`: a value the form holds and sends but does not draw (its owner or a default sets it). */
export function HiddenWidget() {
  return null;
}
