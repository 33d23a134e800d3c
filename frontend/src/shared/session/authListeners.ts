import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionEnded, viewAsClientChanged, type StateWithAuth } from './authSlice';
import { writeViewAsClientId } from './viewAsClientStorage';

/**
 * Side effects of session changes, kept in one place: session storage follows the view-as-client
 * state, and cached server data is dropped when it belonged to another user or another client.
 */
export function createAuthListenerMiddleware() {
  const listener = createListenerMiddleware<StateWithAuth>();
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
  return listener.middleware;
}
