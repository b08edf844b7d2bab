import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/** The one store the running app uses; tests make their own with createStore(). */
export const appStore: AppStore = createStore();
