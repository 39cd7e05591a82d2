/** Entry point: mounts EduAdmin into index.html's root element. */
import { startApp } from './app/startApp';

startApp(document.getElementById('root'));
