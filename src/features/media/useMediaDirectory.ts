/** The directory shown by the media manager, kept in the URL (`#/media?dir=cartes`). */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { DEFAULT_DIRECTORY, isMediaDirectory, type MediaDirectory } from './mediaRules';

export const DIRECTORY_PARAM = 'dir';

export function useMediaDirectory(): [MediaDirectory, (directory: MediaDirectory) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(DIRECTORY_PARAM);
  const directory = isMediaDirectory(requested) ? requested : DEFAULT_DIRECTORY;

  const setDirectory = useCallback(
    (next: MediaDirectory) => {
      const params = new URLSearchParams(location.search);
      params.set(DIRECTORY_PARAM, next);
      navigate({ pathname: location.pathname, search: `?${params.toString()}` });
    },
    [location.pathname, location.search, navigate],
  );

  return [directory, setDirectory];
}
