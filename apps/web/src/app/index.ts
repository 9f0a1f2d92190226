export { App } from './App';
export { prepareApp } from './bootstrap';
export { installHttp } from './reply-effects';
export { buildRouteTree, createAppRouter } from './router';
