/** Home-page dashboard of the managed areas. STUB until the resource engine lands. */
export function AreaDashboard() {
  return null;
}
