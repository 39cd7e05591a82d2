/**
 * "Effacer les filtres": every filter of the list and the search at once, shown while one is set
 * (react-admin offers it only inside the filter button's menu, which a desktop list did not have).
 */
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { Button, useListContext } from 'react-admin';

export function ClearFiltersButton() {
  const { filterValues, setFilters } = useListContext();
  if (Object.keys(filterValues ?? {}).length === 0) return null;
  return (
    <Button label="engine.filters.clearAll" onClick={() => setFilters({}, [])}>
      <FilterAltOff />
    </Button>
  );
}
