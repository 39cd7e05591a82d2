export function MediaManagerPage() {
  return null;
}
