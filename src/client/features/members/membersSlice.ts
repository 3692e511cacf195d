// The members slice, made by the one factory from the shared registry row (default sort id DESC).
import { RESOURCES } from '../../../shared/resources';
import { createEntitySlice } from '../../store/createEntitySlice';
import type { Member } from './types';

const { name, path, defaultSort } = RESOURCES.members;

export const membersSlice = createEntitySlice<Member>({ name, path, defaultSort });
