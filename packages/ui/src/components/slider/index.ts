export { clampToStep, decimalsOf, Slider, type SliderProps } from './slider.tsx';
