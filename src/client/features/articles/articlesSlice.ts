// The articles slice, made by the one factory from the shared registry row.
import { RESOURCES } from '../../../shared/resources';
import { createEntitySlice } from '../../store/createEntitySlice';
import type { Article } from './types';

const { name, path, defaultSort } = RESOURCES.articles;

export const articlesSlice = createEntitySlice<Article>({ name, path, defaultSort });
