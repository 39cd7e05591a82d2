/**
 * The side menu: home, the declared areas in their menu order with "Médias" among them (after the
 * users, as in the spec's list), the change journal, the trash ("Corbeille"), and "Tests" last,
 * only where the test dashboard may open.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import ScienceIcon from '@mui/icons-material/Science';
import type { ReactElement } from 'react';
import { Menu, useTranslate } from 'react-admin';

export interface MenuArea {
  name: string;
  menuOrder?: number;
}

export interface AppMenuProps {
  areas: readonly MenuArea[];
  showTests: boolean;
}

const MEDIA_MENU_ORDER = 35;
const DEFAULT_MENU_ORDER = 1000;

export function AppMenu({ areas, showTests }: AppMenuProps) {
  const translate = useTranslate();
  const entries: { order: number; element: ReactElement }[] = areas.map((area) => ({
    order: area.menuOrder ?? DEFAULT_MENU_ORDER,
    element: <Menu.ResourceItem key={area.name} name={area.name} />,
  }));
  entries.push({
    order: MEDIA_MENU_ORDER,
    element: (
      <Menu.Item
        key="media"
        to="/media"
        primaryText={translate('app.menu.media')}
        leftIcon={<PermMediaIcon />}
      />
    ),
  });
  entries.sort((a, b) => a.order - b.order);
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.home')} />
      {entries.map((entry) => entry.element)}
      <Menu.Item to="/history" primaryText={translate('history.menu')} leftIcon={<HistoryIcon />} />
      <Menu.Item to="/trash" primaryText={translate('trash.menu')} leftIcon={<DeleteOutlineIcon />} />
      {showTests && (
        <Menu.Item to="/tests" primaryText={translate('app.menu.tests')} leftIcon={<ScienceIcon />} />
      )}
    </Menu>
  );
}
