import { createContext, useContext } from 'react';
import type { ApiClient } from '@broker/client';
import type { Services } from './services';

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesContext provider');
  return services;
}

export function useApiClient(): ApiClient {
  return useServices().client;
}
