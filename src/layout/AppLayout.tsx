/** The main layout of signed-in screens: app bar (language switch, user menu) and side menu. */
import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';

export function AppLayout({ children, menu }: { children: ReactNode; menu: ComponentType }) {
  return <Layout menu={menu}>{children}</Layout>;
}
