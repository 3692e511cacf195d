// What generic screens need from a slice made by createEntitySlice, plus their shared dispatch type.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { Entity, EntitySlice } from '../store/createEntitySlice';

/** The factory's output as screens see it; a slice with extra reducers still fits. */
export type EntityBinding<T extends Entity> = Pick<EntitySlice<T>, 'name' | 'thunks' | 'actions' | 'selectors' | 'clientFor'>;

export type EntityDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useEntityDispatch = useDispatch.withTypes<EntityDispatch>();
