import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import type { RootState } from '../../app/store';
import { sessionEnded, viewAsClientChanged } from './authSlice';
import { writeViewAsClientId } from './viewAsClientStorage';

type AppListener = ListenerMiddlewareInstance<RootState>;

/**
 * Side effects of session changes, kept in one place: session storage follows the view-as-client
 * state, and cached server data is dropped when it belonged to another user or another client.
 */
export function addAuthListeners(listener: AppListener): void {
  listener.startListening({
    actionCreator: viewAsClientChanged,
    effect: (action, { dispatch }) => {
      writeViewAsClientId(action.payload);
      dispatch(api.util.resetApiState());
    },
  });
  listener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, { dispatch, getOriginalState }) => {
      writeViewAsClientId(null);
      if (getOriginalState().auth.status === 'authenticated') dispatch(api.util.resetApiState());
    },
  });
}
