// The roles entity slice, from the factory.
import { RESOURCES } from '../../../shared/resources';
import { createEntitySlice } from '../../store/createEntitySlice';
import type { Role } from './types';

const { roles } = RESOURCES;

export const rolesSlice = createEntitySlice<Role>({ name: roles.name, path: roles.path, defaultSort: roles.defaultSort });
