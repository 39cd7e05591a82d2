/** Entry point: mounts EduAdmin into index.html's root element, over HTTPS in production. */
import { redirectToHttps } from './app/httpsRedirect';
import { startApp } from './app/startApp';

if (!redirectToHttps(window.location, import.meta.env.PROD)) startApp(document.getElementById('root'));
