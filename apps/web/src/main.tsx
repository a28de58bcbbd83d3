import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/app.css';
import { startApp } from './app/start-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startApp(root);
