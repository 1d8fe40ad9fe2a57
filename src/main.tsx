import { startApp } from '@/app/bootstrap';

void startApp({ basename: '/' });
