// The branches entity slice, from the factory.
import { RESOURCES } from '../../../shared/resources';
import { createEntitySlice } from '../../store/createEntitySlice';
import type { Branch } from './types';

const { name, path, defaultSort } = RESOURCES.branches;

export const branchesSlice = createEntitySlice<Branch>({ name, path, defaultSort });
