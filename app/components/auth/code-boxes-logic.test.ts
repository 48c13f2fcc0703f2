import { describe, expect, it } from 'vitest';
import {
  codeChanged,
  completeCode,
  emptyCode,
  eraseBox,
  pasteIntoBox,
  typeIntoBox,
} from './code-boxes-logic';

describe('code boxes (spec §4, §5)', () => {
  it('starts with four empty boxes and no code', () => {
    expect(emptyCode()).toEqual(['', '', '', '']);
    expect(completeCode(emptyCode())).toBeNull();
  });

  it('a typed digit fills the box and moves the focus on; the last box keeps the focus', () => {
    let edit = typeIntoBox(emptyCode(), 0, '4');
    expect(edit).toEqual({ digits: ['4', '', '', ''], focus: 1 });
    edit = typeIntoBox(edit.digits, 1, '2');
    edit = typeIntoBox(edit.digits, 2, '0');
    expect(edit.focus).toBe(3);
    expect(completeCode(edit.digits)).toBeNull();
    edit = typeIntoBox(edit.digits, 3, '7');
    expect(edit).toEqual({ digits: ['4', '2', '0', '7'], focus: 3 });
    expect(completeCode(edit.digits)).toBe('4207');
  });

  it('each box keeps only the last digit typed, and ignores anything but digits', () => {
    expect(typeIntoBox(['3', '', '', ''], 0, '35').digits).toEqual(['5', '', '', '']);
    expect(typeIntoBox(['3', '', '', ''], 0, '53').digits).toEqual(['3', '', '', '']);
    expect(typeIntoBox(emptyCode(), 1, 'a')).toEqual({ digits: ['', '', '', ''], focus: 1 });
    expect(typeIntoBox(emptyCode(), 1, '٣x9').digits).toEqual(['', '9', '', '']);
  });

  it('an input that empties the box clears it and keeps the focus there', () => {
    expect(typeIntoBox(['1', '2', '', ''], 1, '')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('Backspace or Delete clears the current box and moves back; the first box stays first', () => {
    expect(eraseBox(['1', '2', '3', ''], 2)).toEqual({ digits: ['1', '2', '', ''], focus: 1 });
    expect(eraseBox(['1', '2', '3', '4'], 3)).toEqual({ digits: ['1', '2', '3', ''], focus: 2 });
    expect(eraseBox(['1', '', '', ''], 0)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });

  it('in the empty box after the last digit typed, Backspace clears that digit', () => {
    // Typed '1', '2': the focus waits in the third box.
    expect(eraseBox(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
    expect(eraseBox(['1', '', '', ''], 1)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });

  it('a pasted code of 4 digits fills every box from any box, separators ignored', () => {
    expect(pasteIntoBox(emptyCode(), 2, '0427')).toEqual({ digits: ['0', '4', '2', '7'], focus: 3 });
    expect(pasteIntoBox(['9', '9', '', ''], 0, ' 04-27 ').digits).toEqual(['0', '4', '2', '7']);
    expect(completeCode(pasteIntoBox(emptyCode(), 0, 'Код для входа: 0427').digits)).toBe('0427');
  });

  it('a pasted part fills from the box onwards; a paste without digits changes nothing', () => {
    expect(pasteIntoBox(emptyCode(), 1, '42')).toEqual({ digits: ['', '4', '2', ''], focus: 3 });
    expect(pasteIntoBox(['', '', '1', ''], 2, '789')).toEqual({ digits: ['', '', '7', '8'], focus: 3 });
    expect(pasteIntoBox(['1', '', '', ''], 1, 'код')).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('an autofilled whole code arriving in one box fills them all', () => {
    expect(typeIntoBox(emptyCode(), 0, '5831').digits).toEqual(['5', '8', '3', '1']);
  });

  it('keeps leading zeros: the code is text, not a number', () => {
    expect(completeCode(['0', '0', '1', '2'])).toBe('0012');
  });

  it('tells a change from a repeat (any change clears the error)', () => {
    expect(codeChanged(['1', '', '', ''], ['1', '', '', ''])).toBe(false);
    expect(codeChanged(['1', '', '', ''], ['2', '', '', ''])).toBe(true);
  });
});
